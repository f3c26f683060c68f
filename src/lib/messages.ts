/**
 * User-facing status and error texts from SPEC §8, verbatim, in one place.
 * Functions build the texts that carry a value.
 */
export const messages = {
  api: {
    error: (status: number, statusText: string, detail?: string) =>
      `API Error: ${status} ${statusText}`.trimEnd() + (detail ? ` - ${detail}` : ''),
    noToken: 'Firebase ID token not available. User might not be authenticated.',
    /** Ours: a 429's reason, saying when to try again (lib/api/retry-after.ts words `when` from Retry-After). */
    rateLimited: (when: string) => `Too many requests. Please try again ${when}.`,
    /** The forms of `when`, by how long the wait is. */
    retry: {
      inSeconds: (count: number) => `in ${count} ${count === 1 ? 'second' : 'seconds'}`,
      inMinutes: (count: number) => `in ${count} ${count === 1 ? 'minute' : 'minutes'}`,
      at: (time: string) => `at ${time}`,
      tomorrowAt: (time: string) => `tomorrow at ${time}`,
      onDayAt: (day: string, time: string) => `on ${day} at ${time}`,
    },
  },
  contact: {
    sendFailed: 'Failed to send email',
    error: 'Sorry, there was an error sending your message. Please try again later.',
    success: "Thank you for your message! We'll get back to you soon.",
  },
  /**
   * Our wording for the identity provider's error codes (SPEC §8 leaves it open). Wrong password, unknown
   * user and invalid credential share one text so the form never reveals which e-mails have accounts.
   */
  auth: {
    invalidCredentials: 'That e-mail and password do not match an account. Check them and try again.',
    invalidEmail: 'Please enter a valid e-mail address.',
    emailInUse: 'An account with this e-mail already exists. Try logging in instead.',
    tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
    userDisabled: 'This account has been disabled. Please contact support.',
    networkFailed: 'We could not reach the sign-in service. Check your connection and try again.',
    requiresRecentLogin: 'For your security, please log in again, then retry.',
    weakPassword: 'Please choose a stronger password of at least 6 characters.',
    popupClosed: 'The sign-in window was closed before sign-in finished.',
    popupBlocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    notSignedIn: 'Please log in first.',
    /** SPEC §8: the header modal's text when the provider gives none. */
    unknown: 'An error occurred',
  },
  /** SPEC §8 'Auth screen' (/login and /register): fallbacks when the provider gives no message, and its own texts. */
  authScreen: {
    loginFailed: 'Login failed. Please try again.',
    registrationFailed: 'Registration failed. Please try again.',
    passwordMismatch: 'Passwords do not match',
    resendSuccess: 'Verification email resent. Check your inbox.',
    resendFailed: 'Failed to resend verification email.',
    socialNotImplemented: 'Social authentication not implemented in test environment',
  },
  /** SPEC §6/§8: why resending the verification e-mail is refused (only a signed-in, unverified user may). */
  verification: {
    alreadyVerified: 'Your email is already verified.',
    resendNotAllowed: 'No user logged in to resend verification for, or user already verified.',
  },
  /** SPEC §8 header auth modal and early-access texts (its refusals reuse `verification`). */
  authModal: {
    /** 'Resend (header)': the parenthesis only when running against the Auth emulator (DECISIONS.md). */
    resendSuccess: (usingEmulator: boolean) =>
      `Verification email resent. Check your inbox${usingEmulator ? ' (and emulator terminal)' : ''}.`,
    /** Social sign-in with a provider other than Google. */
    socialNotImplemented: (provider: string) => `Social authentication with ${provider} not implemented.`,
    /**
     * SPEC §2: 'one place shows' this, besides the header's and the auth screen's texts; ours is the sign-in the
     * editor opens for scoring (ScoreAuthModal). Lower case as SPEC has it.
     */
    linkedinNotYetImplemented: 'linkedin authentication not yet implemented',
    /** The 'You're on the list!' dialog's text. */
    earlyAccessDuplicate: 'You have already requested early access. We will email you once access is released.',
  },
  storage: {
    uploadFailed: 'Failed to upload file',
  },
  /** SPEC §5 and §8 'Upload refused' / 'Parse failure'. */
  upload: {
    wrongType: 'Please upload a PDF, DOC, DOCX, or TXT file',
    tooLarge: 'File size must be less than 10MB',
    parseFailed: 'Failed to parse CV',
    unknownError: 'Unknown error',
    /** Ours: a 0-byte file is refused in the browser (storage would refuse it too, as a storage failure). */
    emptyFile: 'This file is empty. Please choose your CV file.',
    /** How a failure is shown on the upload screen for 5 s. */
    error: (reason: string) => `Error: ${reason}`,
  },
  /** SPEC §2 'Editor screen' states and §8 'Editor'. */
  editor: {
    loading: 'Loading CV data...',
    /** SPEC §4/§8: nothing was handed over by an upload, and a visitor has nowhere else a CV could come from. */
    noData: 'No CV data available. Please upload a CV first.',
    /** SPEC §2's screen state: the editor of a signed-in user whose account holds no CV yet. */
    noCvInAccount: 'No CV data available. Please upload or create a CV.',
    loadFailed: 'Failed to load CV data. Please upload a new CV.',
    error: (message: string) => `Error: ${message}`,
  },
  /** SPEC §8 scoring texts. */
  score: {
    failed: 'Failed to score CV',
    noCvUrl: 'No CV file URL available. Please upload a CV first.',
    /** Ours: the file sits in the folder of the visitor session that uploaded it, not this account's. */
    otherAccount: 'This CV was uploaded before you logged in to this account. Please upload it again here to score it.',
    /** Ours: copying the visitor's file into the account they logged in to failed; the CV stays as it is. */
    carryFailed: (reason: string) =>
      `We couldn't copy your CV file into your account (${reason}). Your CV and your edits are safe here: press Score My CV to try again.`,
  },
} as const;
