/**
 * Words read after a label by screen readers only, e.g. ' (Role 2)' after 'Job title': visible labels stay
 * short while every control's name says which entry it belongs to. The space sits outside the hidden span,
 * where name computation keeps it.
 */
export function Suffix({ text }: { text: string }) {
  return (
    <>
      {' '}
      <span className="visually-hidden">{text}</span>
    </>
  );
}
