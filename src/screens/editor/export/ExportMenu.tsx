import { useStore } from '@nanostores/react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fillTemplate } from '@/lib/content/template';
import { cvFileBaseName } from '@/lib/cv/export/file-name';
import { exportCvJson, importCvJson, importFailure, MAX_CV_JSON_BYTES } from '@/lib/cv/export/json';
import type { ParsedCv } from '@/lib/cv/schema';
import { $cv, currentDocument, importDocument } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import { downloadBlob } from '@/lib/download-blob';
import { printWithTitle } from './print-with-title';
import { ImportConfirmDialog } from './ImportConfirmDialog';
import { useFinishedCheck } from './use-finished-check';
import './ExportMenu.css';

interface PendingImport {
  cv: ParsedCv;
  fileName: string;
}

/**
 * The editor's export and import actions (DECISIONS.md 'Where we go beyond'): Download PDF prints the
 * PrintableCv view (the hint beside it says the PDF is saved from the print dialog), Download DOCX and Export
 * JSON download files named after the CV, and Import JSON reads an export back, asking before it replaces a CV.
 * A bad file changes nothing and says why. PDF and DOCX ask first while a role still says 'New Position' /
 * 'New Company' (useFinishedCheck).
 */
export default function ExportMenu() {
  const copy = useEditorCopy().editorExport;
  const cv = useStore($cv);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [docxBusy, setDocxBusy] = useState(false);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const inputId = useId();
  const pdfHintId = useId();
  const finished = useFinishedCheck();

  const baseName = () => cvFileBaseName(cv ?? { first_name: '', surname: '' }, copy.fileName, copy.unnamedFileName);
  const start = () => {
    setStatus('');
    setProblem('');
  };

  const printPdf = () => {
    start();
    printWithTitle(baseName());
  };

  const downloadDocx = async () => {
    const document = currentDocument();
    if (!document || docxBusy) return;
    start();
    setDocxBusy(true);
    try {
      // docx is large: it is fetched only when someone asks for a Word file.
      const { cvToDocxBlob } = await import('@/lib/cv/export/docx');
      const fileName = `${baseName()}.docx`;
      downloadBlob(await cvToDocxBlob(document.cv, copy.document), fileName);
      setStatus(fillTemplate(copy.done.docx, { file: fileName }));
    } catch {
      setProblem(copy.errors.docxFailed);
    } finally {
      setDocxBusy(false);
    }
  };

  const exportJson = () => {
    const document = currentDocument();
    if (!document) return;
    start();
    const fileName = `${baseName()}.json`;
    downloadBlob(new Blob([exportCvJson(document)], { type: 'application/json' }), fileName);
    setStatus(fillTemplate(copy.done.json, { file: fileName }));
  };

  const finishImport = (imported: PendingImport) => {
    setPending(null);
    importDocument(imported.cv);
    setStatus(fillTemplate(copy.done.imported, { file: imported.fileName }));
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so that choosing the same file again (after fixing it, say) is a change too.
    input.value = '';
    if (!file) return;
    start();
    const fail = (message: string) => setProblem(message);
    if (file.size > MAX_CV_JSON_BYTES) {
      // Refused unread: a file this size cannot be one of our exports.
      fail(importFailure('tooLarge', copy.errors).message);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      fail(copy.errors.unreadable);
      return;
    }
    const result = importCvJson(text, copy.errors);
    if (!result.ok) return fail(result.message);
    const imported = { cv: result.cv, fileName: file.name };
    if ($cv.get()) setPending(imported);
    else finishImport(imported);
  };

  return (
    <div className="export-menu" role="group" aria-label={copy.label}>
      <Button variant="outline" size="sm" onClick={() => finished.beforeExport(printPdf)} disabled={!cv} aria-describedby={pdfHintId}>
        {copy.pdf}
      </Button>
      <Button variant="outline" size="sm" onClick={() => finished.beforeExport(downloadDocx)} disabled={!cv || docxBusy} aria-busy={docxBusy || undefined}>
        {docxBusy ? copy.docxBusy : copy.docx}
      </Button>
      <Button variant="outline" size="sm" onClick={exportJson} disabled={!cv}>
        {copy.json}
      </Button>
      <input id={inputId} className="export-menu__file visually-hidden" type="file" accept=".json,application/json" onChange={chooseFile} />
      <label htmlFor={inputId} className="btn btn--outline btn--size-sm export-menu__import">
        {copy.import}
      </label>
      <p id={pdfHintId} className="export-menu__hint">
        {copy.pdfHint}
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className="export-menu__problem" role="alert">
        {problem && (
          <>
            <p>{problem}</p>
            <Button variant="ghost" size="sm" onClick={() => setProblem('')} aria-label={copy.dismiss}>
              ×
            </Button>
          </>
        )}
      </div>
      <ImportConfirmDialog
        copy={copy.confirm}
        fileName={pending?.fileName ?? null}
        onConfirm={() => pending && finishImport(pending)}
        onCancel={() => setPending(null)}
      />
      {finished.dialog}
    </div>
  );
}
