// The form kit (issue 41, decision 0321): react-hook-form with the zod resolver on the shared
// schemas. `useZodForm(schema)` makes the form, `<Form>` submits it (pending: its fields and
// buttons disabled), shows the server's VALIDATION_ERROR `fields` on their fields and any other
// failure above the fields, and guards unsaved changes; `<ErrorList>` sums the errors up by field
// label. Messages of zod's own checks come in the UI's language (lib/zod-i18n.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { type FocusEventHandler, type ReactNode, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { type FieldErrors, type FieldValues, FormProvider, type Path, type Resolver, type SubmitHandler, type UseFormProps, type UseFormReturn, get, set, useForm, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import type { z } from 'zod';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { isApiError } from '@client/lib/api-client';
import '@client/lib/zod-i18n';
import { type FormKit, FormKitContext, useFormKit } from './form-context';
import { splitFormClasses } from './form-layout';

// The kit's own state of each form, kept beside react-hook-form's control object.
const kits = new WeakMap<object, FormKit>();
function kitOf(control: object): FormKit {
  let kit = kits.get(control);
  if (!kit) {
    kit = { fields: new Map(), unreadable: new Map(), quietLists: new Map() };
    kits.set(control, kit);
  }
  return kit;
}

type AnySchema = z.ZodType<FieldValues, FieldValues>;
export type ZodForm<S extends AnySchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A form validated by `schema` (a shared zod schema): errors show after a field was left or on
 * submit, then update as the user types. Inputs a field could not read fail first.
 */
export function useZodForm<S extends AnySchema>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {}): ZodForm<S> {
  const [kit] = useState<FormKit>(() => ({ fields: new Map(), unreadable: new Map(), quietLists: new Map() }));
  const zod = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, opts) => {
    // The check a field array runs right after its append/remove/replace names just the list.
    const list = opts.names?.length === 1 && kit.quietLists.has(opts.names[0]!) ? opts.names[0]! : undefined;
    const shown = list === undefined ? undefined : kit.quietLists.get(list);
    if (list !== undefined) kit.quietLists.delete(list);
    const result = await zod(values, context, opts);
    if (kit.unreadable.size === 0 && list === undefined) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [path, message] of kit.unreadable) errors[path] = { type: 'unreadable', message };
    if (list !== undefined) {
      const nested: Record<string, unknown> = {};
      for (const [path, error] of Object.entries(errors)) set(nested, path, error);
      const kept = stillShown(shown, get(nested, list));
      const quiet: Record<string, unknown> = {};
      if (kept) set(quiet, list, kept);
      return { values: {}, errors: quiet as FieldErrors<z.input<S>> };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver });
  kits.set(form.control, kit);
  return form;
}

type ErrorNode = Record<string, unknown>;
const isNode = (e: unknown): e is ErrorNode => typeof e === 'object' && e !== null;
const isMessage = (e: unknown): e is { type: string; message?: string } => isNode(e) && typeof e.type === 'string';

/**
 * The messages of `shown` (a list's messages after a change of the list) that `fresh` (the list
 * checked again) still has, worded as `fresh` words them: a change of a list can fix a message
 * (the list's own "at least one", an overlap), never bring one up under a field not yet left.
 */
function stillShown(shown: unknown, fresh: unknown): unknown {
  if (!isNode(shown) || !isNode(fresh)) return undefined;
  if (isMessage(shown)) {
    // A list's own message sits on the list in zod's result and under `root` in the form's state.
    const message = isMessage(fresh) ? fresh : fresh.root;
    return isMessage(message) ? { type: message.type, message: message.message } : undefined;
  }
  const kept = (Array.isArray(shown) ? [] : {}) as ErrorNode;
  let any = false;
  for (const key of Object.keys(shown)) {
    if (key === 'ref') continue;
    const child = stillShown(shown[key], key === 'root' && isMessage(fresh) ? fresh : fresh[key]);
    if (child) {
      kept[key] = child;
      any = true;
    }
  }
  return any ? kept : undefined;
}

/** Server field errors (`VALIDATION_ERROR.fields`, keyed by the body's paths) onto the fields. */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown, fallback: string): void {
  if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
    let first = true;
    for (const [path, message] of Object.entries(error.fields)) {
      form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    return;
  }
  form.setError('root.server' as Path<T>, { type: 'server', message: error instanceof Error && error.message ? error.message : fallback });
}

export interface FormProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  /** Runs with the parsed values; a thrown ApiError's fields land on their fields. */
  onSubmit: (values: Out) => unknown;
  children: ReactNode;
  /** Ask before leaving the page with unsaved changes (on by default). */
  guardUnsaved?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** For a form that is a landmark or is named by a control (the top bar's search: role "search", its toggle's aria-controls). */
  id?: string;
  role?: 'search';
  onBlur?: FocusEventHandler<HTMLFormElement>;
}

export function Form<T extends FieldValues, Out>({ form, onSubmit, children, guardUnsaved = true, className = 'space-y-4', ...aria }: FormProps<T, Out>) {
  const { t } = useTranslation();
  const kit = kitOf(form.control);
  const submit: SubmitHandler<Out> = async (values) => {
    try {
      await onSubmit(values);
      // What was saved is the new baseline: the guard lets the user go.
      form.reset(form.getValues(), { keepValues: true });
    } catch (error) {
      applyServerErrors(form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>, error, t('errors.unexpected'));
    }
  };
  // react-hook-form focuses the first wrong field while the fieldset is still disabled (pending),
  // where focus cannot land: once the submit is over, the first field marked wrong gets it.
  const ref = useRef<HTMLFormElement>(null);
  const submitting = form.formState.isSubmitting;
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    wasSubmitting.current = submitting;
  }, [submitting]);
  const classes = splitFormClasses(className);
  return (
    <FormProvider {...form}>
      <FormKitContext.Provider value={kit}>
        <form ref={ref} noValidate className={classes.form || undefined} onSubmit={(e) => void form.handleSubmit(submit)(e)} {...aria}>
          {/* min-w-0: a fieldset is as wide as its widest content by default (overflow at 375 px). */}
          <fieldset disabled={form.formState.isSubmitting} className={`min-w-0 ${classes.fieldset}`.trim()}>
            {children}
          </fieldset>
        </form>
        {guardUnsaved && <UnsavedChangesGuard />}
      </FormKitContext.Provider>
    </FormProvider>
  );
}

function UnsavedChangesGuard() {
  const { isDirty, isSubmitting } = useFormState();
  const active = isDirty && !isSubmitting;
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  // Navigation inside the app can only be held by a data router (the app's; some tests use a plain one).
  return useContext(UNSAFE_DataRouterContext) ? <NavigationGuard active={active} /> : null;
}

function NavigationGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} title={t('form.unsaved.title')} onClose={() => blocker.reset?.()}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('form.unsaved.text')}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          {t('form.unsaved.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()}>{t('form.unsaved.leave')}</Button>
      </div>
    </Dialog>
  );
}

/** The submit button: disabled, with a pending text, while the form is being sent. */
export function SubmitButton({ children, pendingText, ...props }: Omit<ButtonProps, 'type'> & { pendingText?: string }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" aria-busy={isSubmitting || undefined} {...props} disabled={props.disabled || isSubmitting}>
      {isSubmitting ? (pendingText ?? t('form.sending')) : children}
    </Button>
  );
}

interface ListedError {
  path: string;
  message: string;
}

function collect(errors: FieldErrors, prefix = ''): ListedError[] {
  const out: ListedError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'root' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out.push({ path, message });
    else if (typeof value === 'object') out.push(...collect(value as FieldErrors, path));
  }
  return out;
}

/**
 * Every error of the form in one place, after a failed submit: the server's message for the form,
 * then each field's message under its label (a link to the field). A path no field shows (an
 * error of a list as a whole) is named by `describePath`, never shown raw.
 */
export function ErrorList({
  describePath,
  fields = true,
  className,
}: {
  describePath?: (path: string) => string | undefined;
  /** false: only the server's message for the form (each field shows its own). */ fields?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const kit = useFormKit();
  const { errors, submitCount } = useFormState();
  const headingId = useId();
  const server = get(errors, 'root.server') as { message?: string } | undefined;
  const listed = fields && submitCount > 0 ? collect(errors) : [];
  if (!server?.message && listed.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby={listed.length > 0 ? headingId : undefined}
      className={`rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200 ${className ?? ''}`}
    >
      {server?.message && <p>{server.message}</p>}
      {listed.length > 0 && (
        <>
          <p id={headingId} className="font-semibold">
            {t('form.errorsHeading', { count: listed.length })}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {listed.map(({ path, message }) => {
              const field = kit.fields.get(path);
              const name = field?.label ?? describePath?.(path);
              return (
                <li key={path}>
                  {field ? (
                    <a href={`#${field.id}`} className="underline underline-offset-2">
                      {name}
                    </a>
                  ) : (
                    name
                  )}
                  {name ? ': ' : ''}
                  {message}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Whether a pointer (a mouse button, a finger, a pen) is pressed anywhere on the page, until the
 * click it makes has been dispatched. Pressing a button moves the focus first: the field left checks
 * itself and its message would appear between the press and the release, pushing the button away
 * from under the pointer, so the release landed beside it and the click was lost (decision 0490).
 */
let pressed = false;
const pressListeners = new Set<() => void>();
function setPressed(value: boolean) {
  if (pressed === value) return;
  pressed = value;
  for (const listener of pressListeners) listener();
}
const press = () => setPressed(true);
// The click follows the release in the same task: let it land first, then show the messages.
// (A field's own blur passes the window too: only the window's own blur – the page left – counts.)
const release = (e: Event) => {
  if (e.type === 'blur' && e.target !== window) return;
  setTimeout(() => setPressed(false), 0);
};
const releaseEvents = ['pointerup', 'pointercancel', 'dragend', 'blur'] as const;
function subscribePress(listener: () => void) {
  if (pressListeners.size === 0) {
    window.addEventListener('pointerdown', press, true);
    for (const type of releaseEvents) window.addEventListener(type, release, true);
  }
  pressListeners.add(listener);
  return () => {
    pressListeners.delete(listener);
    if (pressListeners.size > 0) return;
    window.removeEventListener('pointerdown', press, true);
    for (const type of releaseEvents) window.removeEventListener(type, release, true);
    pressed = false;
  };
}

/** `value` as it was when the pointer was pressed, until the release's click has landed. */
function useSteadyWhilePressed<T>(value: T): T {
  const held = useSyncExternalStore(
    subscribePress,
    () => pressed,
    () => false,
  );
  const [shown, setShown] = useState(value);
  if (!held && shown !== value) setShown(value);
  return held ? shown : value;
}

/**
 * The message of one field (for custom fields built on `useFormContext`). While a pointer is
 * pressed the message shown stays as it was (a field's message appears or goes only after the
 * click), so the page does not move under the pointer (decision 0490).
 */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return useSteadyWhilePressed((get(errors, name) as { message?: string } | undefined)?.message);
}

export { useFormContext };
