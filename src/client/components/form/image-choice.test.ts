import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useImageChoice } from './image-choice';

const chosen = (file: File | undefined) => ({ target: { files: file ? [file] : [], value: 'C:\\fakepath\\x' } }) as unknown as ChangeEvent<HTMLInputElement>;

describe('useImageChoice', () => {
  const setup = () => {
    const upload = vi.fn();
    const onChoose = vi.fn();
    const hook = renderHook(() => useImageChoice({ types: ['image/png'], maxBytes: 4, typeError: 'Csak PNG.', sizeError: 'Túl nagy.', onChoose, upload }));
    return { upload, onChoose, hook };
  };

  it('uploads a file of an allowed type and size, and empties the input for the next choice', () => {
    const { upload, hook } = setup();
    const event = chosen(new File(['1234'], 'logo.png', { type: 'image/png' }));
    act(() => hook.result.current.onChange(event));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(event.target.value).toBe('');
    expect(hook.result.current.error).toBe('');
  });

  it('refuses another type and a file too large with their messages, uploading nothing, but tells of each choice', () => {
    const { upload, onChoose, hook } = setup();
    act(() => hook.result.current.onChange(chosen(new File(['x'], 'logo.gif', { type: 'image/gif' }))));
    expect(hook.result.current.error).toBe('Csak PNG.');
    act(() => hook.result.current.onChange(chosen(new File(['12345'], 'logo.png', { type: 'image/png' }))));
    expect(hook.result.current.error).toBe('Túl nagy.');
    expect(upload).not.toHaveBeenCalled();
    expect(onChoose).toHaveBeenCalledTimes(2);
    act(() => hook.result.current.onChange(chosen(undefined)));
    expect(hook.result.current.error).toBe('Túl nagy.');
  });
});
