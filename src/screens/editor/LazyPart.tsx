import { Suspense, type ReactNode } from 'react';

export interface LazyPartProps {
  /** What is on its way, said politely while it loads ('Loading your score card and coach...'). */
  loading: string;
  className: string;
  children: ReactNode;
}

/**
 * A part of the editor whose code comes after the CV's (React.lazy): until it arrives, a status line says
 * what is loading, so a screen reader hears it and a sighted user sees the space is not empty by mistake.
 */
export default function LazyPart({ loading, className, children }: LazyPartProps) {
  return (
    <Suspense
      fallback={
        <p className={className} role="status">
          {loading}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
