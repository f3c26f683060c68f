import { useStore } from '@nanostores/react';
import { lazy, useEffect } from 'react';
import type { EditorCopy } from '@/lib/content/schemas/app';
import { messages } from '@/lib/messages';
import { UPLOAD_PATH } from '@/lib/upload/navigate';
import { $editorLoad, flushCloudSave, loadEditorCv } from '@/stores/cv';
import { startSession } from '@/stores/session';
import { EditorCopyProvider, useEditorCopy } from './copy';
import CvView from './CvView';
import EditorToolbar from './EditorToolbar';
import EditorWorkspace from './EditorWorkspace';
import LazyPart from './LazyPart';
// Small, and needed the moment the page prints (Ctrl+P included), so it comes with the CV.
import PrintableCv from './export/PrintableCv';
import './EditorScreen.css';
import './sections/sections.css';

/*
 * The score card, the coach and the export code come after the CV's own: on a slow connection the CV shows as
 * soon as its data is known, and these follow (issue 16: 400 kbps, 400 ms). Each starts loading when the CV is
 * first rendered.
 */
const CoachingPanel = lazy(() => import('./CoachingPanel'));
const ExportMenu = lazy(() => import('./export/ExportMenu'));

export interface EditorScreenProps {
  /** The screen's heading (app/screens.yaml screens.editor.heading), for screen readers. */
  heading: string;
  copy: EditorCopy;
}

function LoadMessage({ text, role, toUpload = role === 'alert' }: { text: string; role: 'status' | 'alert'; toUpload?: boolean }) {
  const { editor: copy } = useEditorCopy();
  return (
    <div className="editor-screen__message container">
      <p role={role}>{text}</p>
      {toUpload ? (
        <p>
          <a href={UPLOAD_PATH}>{copy.uploadLink}</a>
        </p>
      ) : null}
    </div>
  );
}

function EditorBody() {
  const load = useStore($editorLoad);
  const { editor, editorExport } = useEditorCopy();

  switch (load.status) {
    case 'loading':
      return <LoadMessage text={messages.editor.loading} role="status" />;
    case 'empty':
      return <LoadMessage text={load.message} role="status" toUpload />;
    case 'failed':
      return <LoadMessage text={load.message} role="alert" />;
    case 'ready':
      return (
        <>
          <EditorWorkspace
            panel={
              <LazyPart loading={editor.layout.panelLoading} className="editor-screen__part-loading">
                <CoachingPanel />
              </LazyPart>
            }
            cv={
              <CvView
                toolbar={
                  <EditorToolbar
                    actions={
                      <LazyPart loading={editorExport.loading} className="editor-screen__part-loading">
                        <ExportMenu />
                      </LazyPart>
                    }
                  />
                }
              />
            }
          />
          <PrintableCv />
        </>
      );
  }
}

/**
 * /editor and /cv-editor (SPEC §2 'Editor screen'): finds the CV (SPEC §4 'Editor data loading'), then shows
 * the coaching panel beside the editable CV (the panel's and the export buttons' code loading after the CV's).
 * Pending saves to the account are flushed when the tab is hidden, so closing it right after an edit loses nothing.
 */
export default function EditorScreen({ heading, copy }: EditorScreenProps) {
  useEffect(() => {
    startSession().catch(() => undefined);
    void loadEditorCv();
    const flush = () => {
      if (document.visibilityState === 'hidden') void flushCloudSave();
    };
    document.addEventListener('visibilitychange', flush);
    return () => document.removeEventListener('visibilitychange', flush);
  }, []);

  return (
    <EditorCopyProvider copy={copy}>
      <div className="editor-screen">
        <h1 className="visually-hidden">{heading}</h1>
        <EditorBody />
      </div>
    </EditorCopyProvider>
  );
}
