/**
 * Small capitals whose 'i' reads as a lower-case letter. Awesome-CV sets positions and subtitles in the small
 * caps of Source Sans Pro; the text layer maps every small capital to its capital but the small 'I' to 'i'
 * ('SOFTWARE ENGiNEER', 'DATA SCiENTiST'), so the line no longer reads as capitals. A word of three capitals or
 * more with an 'i' after a capital and no other lower-case letter marks such a line; there every word of
 * capitals and 'i' ('BiG', 'iN') is read in capitals. Mixed words elsewhere ('WiFi', 'iOS', 'GiB') have too few
 * capitals to mark a line.
 */
const MARKING_WORD = /(?<!\p{L})(?=(?:i*\p{Lu}){3})\p{Lu}[\p{Lu}i]*i[\p{Lu}i]*(?!\p{L})/u;
const CAPS_AND_I = /(?<!\p{L})(?=i*\p{Lu})[\p{Lu}i]+(?!\p{L})/gu;

export function capitaliseSmallCapI(text: string): string {
  if (!MARKING_WORD.test(text)) return text;
  return text.replace(CAPS_AND_I, (word) => word.replace(/i/g, 'I'));
}
