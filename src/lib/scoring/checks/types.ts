import type { ParsedCv } from '../../cv/schema.ts';
import type { Claim, ClaimedSentence } from '../advice/claims.ts';
import type { CvText } from '../cv-text.ts';
import type { ScoreContext } from '../schema.ts';
import type { CheckId } from '../weights.ts';

/** What a check sees. */
export interface CheckInput {
  cv: ParsedCv;
  context: ScoreContext;
  text: CvText;
}

/** What a check says; its sub-score and weight come from CHECK_TABLE. */
export interface CheckOutcome {
  id: CheckId;
  /** Short human label. */
  label: string;
  /** 0..1: 1 passed, 0 failed. */
  value: number;
  /**
   * 0..1 that counts towards the sub-score when it is more than `value`: a shortfall that only more content can
   * cause (a CV, profile, bullet or skills list that is too long) is advised against but costs no points, so
   * adding evidence never lowers a score and cutting it never raises one (docs/product.md 'The score').
   */
  scoreValue?: number;
  /** What to change; required whenever value < 1 unless `says` gives it (PASS_VALUE decides whether it is reported). */
  advice?: string;
  /** What the CV does well, reported when the check passes. */
  strength?: string;
  /** What `advice` claims about the CV; the advice is not shown when the claim is false (advice/verify.ts). */
  claim?: Claim;
  /**
   * The advice as sentences with the claim each makes about the CV: the first whose claim is true of the CV
   * replaces `advice`, and none true means no advice (advice/verify.ts).
   */
  says?: ClaimedSentence[];
  /** What `strength` claims about the CV; the strength is not shown when the claim is false. */
  strengthClaim?: Claim;
}

/** A named group of checks. */
export type Check = (input: CheckInput) => CheckOutcome[];

/** Keeps a value within 0..1. */
export const unit = (value: number) => Math.min(1, Math.max(0, value));

/** `n` of `total` as 0..1, scaled so that reaching `enough` of the total already counts as full marks. */
export const share = (n: number, total: number, enough = 1) => (total === 0 ? 0 : unit(n / total / enough));
