import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { addTextItem, deleteFromList, moveInList, updateTextItem, type TextList } from '@/lib/cv/edit';
import type { TextItem } from '@/lib/cv/editable';
import { fillTemplate } from '@/lib/content/template';
import { deleteFromCv, editCv } from '@/stores/cv';
import { useEditorCopy } from '../copy';
import SortableList, { DragHandle, type DragHandleProps } from '../sortable/SortableList';
import { truncateLabel } from '../sortable/sortable-a11y';
import { EmptyNote } from './Section';
import { useFocusAfterRender } from './focus';
import { TextItemEditor } from './TextItemEditor';
import { useCvList } from './records/use-cv-list';
import './sections.css';

/** The words of one text list (app/editor-sections.yaml `editorSections.achievements` / `additionalDetails`). */
export interface TextListCopy {
  /** Accessible name of the list. */
  listLabel: string;
  /** Label of an item's text area, and of a new item's. */
  itemLabel: string;
  newLabel: string;
  /** The button that adds an item. */
  add: string;
  /** Shown when the list has no items. */
  empty: string;
}

export interface EditableTextListProps {
  list: TextList;
  copy: TextListCopy;
}

const getText = (item: TextItem) => item.text;

/**
 * A drag-sortable list of text items (Key Achievements, Additional Details): each item is edited in place
 * (SPEC §4 'Text-item editing'), deleted (undoable once) or dragged; 'Add' opens an empty item. Saved text is
 * trimmed and blank text ignored by the edits in lib/cv (SPEC §5). Focus stays with the user: leaving an item's
 * editor returns it to that item's edit button, deleting or adding returns it to the Add button.
 */
export default function EditableTextList({ list, copy }: EditableTextListProps) {
  const { item: itemCopy } = useEditorCopy().editorSections;
  const items = useCvList(list);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  /** After the next render, focus goes to an item's edit button (its id) or to the Add button ('add'). */
  const focusAfterRender = useFocusAfterRender<string>(container, (root, target) =>
    root.querySelector<HTMLElement>(target === 'add' ? '.cv-text-list__add' : `[data-item-id="${target}"] .cv-text-item__edit`),
  );

  const closeEditor = useCallback(
    (id: string) => {
      focusAfterRender(id);
      setEditingId(null);
    },
    [focusAfterRender],
  );

  const renderItem = useCallback(
    (item: TextItem, handle: DragHandleProps) => {
      const label = truncateLabel(item.text);
      return (
        <div className="cv-text-item" data-item-id={item.id}>
          <DragHandle {...handle} />
          {item.id === editingId ? (
            <TextItemEditor
              label={copy.itemLabel}
              initial={item.text}
              onSave={(text) => {
                editCv((cv) => updateTextItem(cv, list, item.id, text));
                closeEditor(item.id);
              }}
              onCancel={() => closeEditor(item.id)}
            />
          ) : (
            <>
              <p className="cv-text-item__text">{item.text}</p>
              <div className="cv-item-actions">
                <Button
                  variant="ghost"
                  size="icon"
                  className="cv-text-item__edit"
                  aria-label={fillTemplate(itemCopy.edit, { label })}
                  onClick={() => setEditingId(item.id)}
                >
                  <PencilIcon />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={fillTemplate(itemCopy.delete, { label })}
                  onClick={() => {
                    deleteFromCv((cv) => deleteFromList(cv, list, item.id));
                    focusAfterRender('add');
                  }}
                >
                  <TrashIcon />
                </Button>
              </div>
            </>
          )}
        </div>
      );
    },
    [editingId, copy.itemLabel, itemCopy, list, closeEditor],
  );

  const onMove = useCallback((fromId: string, toId: string) => editCv((cv) => moveInList(cv, list, fromId, toId)), [list]);

  const closeNew = () => {
    focusAfterRender('add');
    setAdding(false);
  };

  return (
    <div className="cv-text-list" ref={container}>
      {items.length > 0 ? (
        <SortableList items={items} getLabel={getText} onMove={onMove} renderItem={renderItem} label={copy.listLabel} />
      ) : (
        !adding && <EmptyNote>{copy.empty}</EmptyNote>
      )}
      {adding ? (
        <div className="cv-text-item cv-text-item--new">
          <TextItemEditor
            label={copy.newLabel}
            initial=""
            onSave={(text) => {
              editCv((cv) => addTextItem(cv, list, text));
              closeNew();
            }}
            onCancel={closeNew}
          />
        </div>
      ) : (
        <Button variant="outline" size="sm" className="cv-text-list__add" onClick={() => setAdding(true)}>
          <PlusIcon size={16} />
          {copy.add}
        </Button>
      )}
    </div>
  );
}
