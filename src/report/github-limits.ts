// How much text GitHub takes, in the unit it measures, declared once. The Checks API measures
// bytes of UTF-8 ("maximum is 64 KB": an annotation's message, title and raw details, a check
// run's summary and text), issues and comments measure characters. A text cut in the wrong unit
// is refused (422): a line of CJK text is three bytes a character.
import { truncateBytes } from '../text';

export const GITHUB_LIMITS: Readonly<Record<'bodyChars' | 'checkTextBytes' | 'checkTitleBytes', number>> = {
  /** An issue's or a comment's body, in characters (counted here in UTF-16 units: never fewer). */
  bodyChars: 65_536,
  /** A check run's summary and text, an annotation's message and raw details, in UTF-8 bytes. */
  checkTextBytes: 65_535,
  /** An annotation's title (255 characters): as bytes, which are never fewer. */
  checkTitleBytes: 255,
};

/** GitHub refuses an issue or a comment whose body is longer than this many characters. */
export const GITHUB_BODY_LIMIT = GITHUB_LIMITS.bodyChars;

/** A check run's or an annotation's text as the Checks API takes it, cut (`…`) at a character. */
export const checkText = (text: string): string => truncateBytes(text, GITHUB_LIMITS.checkTextBytes);

/** A title of the Checks API, cut (`…`) at a character. */
export const checkTitle = (text: string): string => truncateBytes(text, GITHUB_LIMITS.checkTitleBytes);
