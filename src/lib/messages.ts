/**
 * User-facing status and error texts from SPEC §8, verbatim, in one place.
 * Functions build the texts that carry a value.
 */
export const messages = {
  api: {
    error: (status: number, statusText: string, detail?: string) =>
      `API Error: ${status} ${statusText}`.trimEnd() + (detail ? ` - ${detail}` : ''),
    noToken: 'Firebase ID token not available. User might not be authenticated.',
  },
  contact: {
    sendFailed: 'Failed to send email',
    error: 'Sorry, there was an error sending your message. Please try again later.',
    success: "Thank you for your message! We'll get back to you soon.",
  },
} as const;
