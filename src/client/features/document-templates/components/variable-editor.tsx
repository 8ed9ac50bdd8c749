// The variable list of the template editor (issue 16 point 1): add, remove, reorder, key,
// label, type, required; a choice's options one per line; a repeated block's item type.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scalarVariableTypes, variableTypes, type VariableDefinitionInput } from '@shared/document-templates/variables';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { selectClasses } from './template-labels';

const slug = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);

function optionsText(v: VariableDefinitionInput): string {
  return (v.options ?? []).map((o) => o.label).join('\n');
}
function parseOptions(text: string) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((label) => ({ value: slug(label) || label, label }));
}

function VariableRow({
  v,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  v: VariableDefinitionInput;
  index: number;
  count: number;
  onChange: (v: VariableDefinitionInput) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const n = index + 1;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" aria-label={t('documentTemplates.editor.variableN', { n })}>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-label`} className="text-sm font-medium">
            {t('documentTemplates.editor.varLabel', { n })}
          </label>
          <input
            id={`${id}-label`}
            className={inputClasses}
            value={v.label}
            onChange={(e) => onChange({ ...v, label: e.target.value, ...(v.key === '' || v.key === slug(v.label) ? { key: slug(e.target.value) } : {}) })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-key`} className="text-sm font-medium">
            {t('documentTemplates.editor.varKey', { n })}
          </label>
          <input id={`${id}-key`} className={`${inputClasses} font-mono`} value={v.key} onChange={(e) => onChange({ ...v, key: e.target.value })} />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            {t('documentTemplates.editor.varType', { n })}
          </label>
          <select
            id={`${id}-type`}
            className={selectClasses}
            value={v.type}
            onChange={(e) => onChange({ ...v, type: e.target.value as VariableDefinitionInput['type'], ...(e.target.value === 'list' && !v.item ? { item: { type: 'text' } } : {}) })}
          >
            {variableTypes.map((type) => (
              <option key={type} value={type}>
                {t(`documentTemplates.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {v.type === 'choice' && (
        <div>
          <label htmlFor={`${id}-options`} className="text-sm font-medium">
            {t('documentTemplates.editor.options')}
          </label>
          <textarea id={`${id}-options`} rows={3} className={inputClasses} defaultValue={optionsText(v)} onBlur={(e) => onChange({ ...v, options: parseOptions(e.target.value) })} />
        </div>
      )}
      {v.type === 'list' && (
        <div>
          <label htmlFor={`${id}-item`} className="text-sm font-medium">
            {t('documentTemplates.editor.itemType')}
          </label>
          <select id={`${id}-item`} className={selectClasses} value={v.item?.type ?? 'text'} onChange={(e) => onChange({ ...v, item: { type: e.target.value as (typeof scalarVariableTypes)[number] } })}>
            {scalarVariableTypes.map((type) => (
              <option key={type} value={type}>
                {t(`documentTemplates.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={v.required !== false} onChange={(e) => onChange({ ...v, required: e.target.checked })} />
          {t('documentTemplates.editor.required', { n })}
        </label>
        <Button variant="ghost" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('documentTemplates.editor.moveUp', { n })}>
          ↑
        </Button>
        <Button variant="ghost" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('documentTemplates.editor.moveDown', { n })}>
          ↓
        </Button>
        <Button variant="ghost" onClick={onRemove} aria-label={t('documentTemplates.editor.remove', { n })}>
          {t('documentTemplates.removeItem')}
        </Button>
      </div>
    </li>
  );
}

export function VariableEditor({ variables, onChange }: { variables: VariableDefinitionInput[]; onChange: (next: VariableDefinitionInput[]) => void }) {
  const { t } = useTranslation();
  const move = (i: number, delta: number) => {
    const next = [...variables];
    const [moved] = next.splice(i, 1);
    next.splice(i + delta, 0, moved!);
    onChange(next);
  };
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {variables.map((v, i) => (
          <VariableRow
            key={i}
            v={v}
            index={i}
            count={variables.length}
            onChange={(changed) => onChange(variables.map((x, j) => (j === i ? changed : x)))}
            onMove={(delta) => move(i, delta)}
            onRemove={() => onChange(variables.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...variables, { key: '', label: '', type: 'text', required: true }])}>
        {t('documentTemplates.editor.addVariable')}
      </Button>
    </div>
  );
}
