import { updateRecord } from '@/lib/cv/edit';
import type { EditableCv } from '@/lib/cv/editable';
import type { CvQualification } from '@/lib/cv/schema';

/**
 * Pure edits of the qualifications of one education entry (they have no ids of their own: a qualification is
 * known by its position in its entry). Each returns `cv` itself when nothing changes, like lib/cv/edit.
 */

/** `cv` with the qualifications of education entry `id` replaced by `edit(qualifications)`. */
export function editQualifications(cv: EditableCv, id: string, edit: (list: CvQualification[]) => CvQualification[]): EditableCv {
  const entry = cv.education.find((item) => item.id === id);
  if (!entry) return cv;
  const next = edit(entry.qualifications);
  return next === entry.qualifications ? cv : updateRecord(cv, 'education', id, { qualifications: next });
}

/** `cv` with qualification `index` of education entry `id` merged with `changes`. */
export function updateQualification(cv: EditableCv, id: string, index: number, changes: (current: CvQualification) => Partial<CvQualification>): EditableCv {
  return editQualifications(cv, id, (list) => {
    const current = list[index];
    return current ? list.with(index, { ...current, ...changes(current) }) : list;
  });
}

/** `cv` with `qualification` added last to education entry `id`. */
export function addQualification(cv: EditableCv, id: string, qualification: CvQualification): EditableCv {
  return editQualifications(cv, id, (list) => [...list, qualification]);
}

/** `cv` without qualification `index` of education entry `id`. */
export function deleteQualification(cv: EditableCv, id: string, index: number): EditableCv {
  return editQualifications(cv, id, (list) => (index >= 0 && index < list.length ? list.filter((_, at) => at !== index) : list));
}
