// One picture chosen for upload at once (an avatar, a firm logo): its type and size are checked
// here so a wrong file gets its message before any upload; the server checks both again.
import { type ChangeEvent, useState } from 'react';

export interface ImageChoice {
  /** For the file input's onChange: the chosen file, checked, goes to `upload`; the input is emptied for the next choice. */
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  /** The message of a refused file, '' otherwise. */
  error: string;
}

export interface ImageChoiceOptions {
  types: readonly string[];
  maxBytes: number;
  typeError: string;
  sizeError: string;
  /** Each new choice, before its checks: e.g. the previous upload's message goes. */
  onChoose?: () => void;
  upload: (file: File) => void;
}

export function useImageChoice(options: ImageChoiceOptions): ImageChoice {
  const [error, setError] = useState('');
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError('');
    options.onChoose?.();
    if (!options.types.includes(file.type)) return setError(options.typeError);
    if (file.size > options.maxBytes) return setError(options.sizeError);
    options.upload(file);
  };
  return { onChange, error };
}
