import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { buildCvLayout } from '@/lib/cv/export/layout';
import { toParsedCv } from '@/lib/cv/editable';
import { $cv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { CvDocumentView } from './CvDocumentView';
import { usePrinting } from './use-printing';
import './print.css';

/**
 * What Download PDF prints: the CV being edited as a clean one-column document. Mounted once inside the
 * editor, it renders only while the page prints (so typing never pays for a second copy of the CV, and the
 * screen's DOM holds the CV once), at the end of <body> (a portal), where print.css prints it alone: no
 * wrapper of the editor's layout (panels, scroll areas) can clip or shift it.
 */
export default function PrintableCv() {
  const printing = usePrinting();
  return printing ? <PrintRoot /> : null;
}

function PrintRoot() {
  const cv = useStore($cv);
  const { document: labels } = useEditorCopy().editorExport;
  const layout = useMemo(() => (cv ? buildCvLayout(toParsedCv(cv), labels) : null), [cv, labels]);
  if (!layout) return null;
  return createPortal(
    <article className="printable-cv" data-print-root>
      <CvDocumentView layout={layout} />
    </article>,
    document.body,
  );
}
