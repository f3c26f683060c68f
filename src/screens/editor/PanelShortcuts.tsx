import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { usePrefersReducedMotion } from '@/lib/browser/use-media-query';
import { fillTemplate } from '@/lib/content/template';
import { useEditorCopy } from './copy';
import { goToPanelTarget, type PanelTarget } from './panel/panel-targets';

export interface PanelShortcutsProps {
  /** The coaching panel, below the CV in the one-column layout. */
  panel: RefObject<HTMLElement | null>;
}

/** True while any part of `element` is on screen (always false where IntersectionObserver is missing). */
function useOnScreen(element: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

/**
 * On phones the coaching panel comes after the whole CV (thousands of pixels on a long one): two floating
 * buttons take the user straight to the score card's button and to the coach's message box, focus and all.
 * They step aside while the panel itself is on screen, and the page keeps room below the CV for them
 * (EditorScreen.css), so they never cover anything that cannot be scrolled clear of them.
 */
export default function PanelShortcuts({ panel }: PanelShortcutsProps) {
  const { editor, coach } = useEditorCopy();
  const copy = editor.layout.shortcuts;
  const reducedMotion = usePrefersReducedMotion();
  const panelOnScreen = useOnScreen(panel);

  const go = (target: PanelTarget) => {
    if (panel.current) goToPanelTarget(panel.current, target, !reducedMotion);
  };

  return (
    <nav className="panel-shortcuts" aria-label={copy.label} hidden={panelOnScreen}>
      <Button variant="outline" className="panel-shortcuts__button" onClick={() => go('coach')}>
        {fillTemplate(copy.coach, { name: coach.persona.name })}
      </Button>
      <Button variant="primary" className="panel-shortcuts__button" onClick={() => go('score')}>
        {copy.score}
      </Button>
    </nav>
  );
}
