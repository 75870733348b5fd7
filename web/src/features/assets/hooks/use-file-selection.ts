import { useEffect, useRef, useState } from 'react';
import { uploadFileProblem } from '../file-check';

export type FileStatus = 'waiting' | 'uploading' | 'uploaded' | 'skipped' | 'failed';

export interface ChosenFile {
  id: string;
  file: File;
  /** An object URL for the thumbnail; revoked when the file leaves the list or the dialog closes. */
  previewUrl: string;
  status: FileStatus;
}

let nextId = 0;

/** The upload dialog's chosen files, with the per-file refusals of files that are never sent. */
export function useFileSelection() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);

  // Object URLs hold the file in memory until revoked, so whatever is still listed is freed on close.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  useEffect(() => () => latest.current.forEach((entry) => URL.revokeObjectURL(entry.previewUrl)), []);

  const add = (chosen: Iterable<File>) => {
    const accepted: ChosenFile[] = [];
    const refused: string[] = [];
    for (const file of chosen) {
      const problem = uploadFileProblem(file);
      if (problem) refused.push(`${file.name}: ${problem}`);
      else
        accepted.push({
          id: `file-${nextId++}`,
          file,
          previewUrl: URL.createObjectURL(file),
          status: 'waiting',
        });
    }
    setRefusals(refused);
    setFiles((current) => [...current, ...accepted]);
  };

  const remove = (id: string) => {
    const entry = files.find((candidate) => candidate.id === id);
    if (entry) URL.revokeObjectURL(entry.previewUrl);
    setFiles((current) => current.filter((candidate) => candidate.id !== id));
  };

  const setStatus = (id: string, status: FileStatus) =>
    setFiles((current) => current.map((entry) => (entry.id === id ? { ...entry, status } : entry)));

  /** Files still to send: new ones and ones that failed before. */
  const pending = files.filter((entry) => entry.status === 'waiting' || entry.status === 'failed');

  return { files, pending, refusals, add, remove, setStatus };
}
