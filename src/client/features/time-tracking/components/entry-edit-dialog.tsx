// "Módosítás" on a week's entry: the manual entry's fields (form kit, the shared timeEntryFormSchema)
// filled with the entry, saved through PATCH /api/time-tracking/:id with only what changed. A billed
// (locked) entry is refused by the server (TIME_ENTRY_LOCKED); its message shows in the dialog.
import { useTranslation } from 'react-i18next';
import { timeEntryFormSchema, type TimeEntry, type UpdateTimeEntryBody } from '@shared/time-tracking/time-tracking.schemas';
import { CheckboxField, DateField, DialogButtons, ErrorList, Form, TextField, useZodForm } from '@client/components/form';
import { Dialog } from '@client/components/ui/dialog';
import { useUpdateEntry } from '../api/tracking-api';
import { ActivityField, MatterField } from './entry-fields';
import { DurationField } from './entry-form';
import { clock } from './tracking-format';

export function EntryEditDialog({ entry, onClose }: { entry: TimeEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateEntry();
  const initial = { matterId: entry.matter.id, activity: entry.activity, workDate: entry.workDate, duration: clock(entry.minutes), billable: entry.billable, description: entry.description };
  const form = useZodForm(timeEntryFormSchema, { defaultValues: initial });

  return (
    <Dialog open title={t('timeTracking.edit.title')} onClose={onClose}>
      <Form
        form={form}
        guardUnsaved={false}
        className="space-y-3"
        onSubmit={async (values) => {
          // Only what changed goes: an untouched duration is not read again (nor rounded anew).
          const typed = { ...values, duration: form.getValues('duration') };
          const body: UpdateTimeEntryBody = {};
          if (typed.matterId !== initial.matterId) body.matterId = typed.matterId;
          if (typed.activity !== initial.activity) body.activity = typed.activity;
          if (typed.workDate !== initial.workDate) body.workDate = typed.workDate;
          if (typed.duration.trim() !== initial.duration) body.duration = typed.duration;
          if (typed.billable !== initial.billable) body.billable = typed.billable;
          if (typed.description !== initial.description) body.description = typed.description;
          if (Object.keys(body).length > 0) await update.mutateAsync({ id: entry.id, body });
          onClose();
        }}
      >
        <ErrorList />
        <MatterField required current={entry.matter} />
        <div className="grid gap-3 sm:grid-cols-2">
          <ActivityField />
          <DateField name="workDate" label={t('timeTracking.form.date')} className="text-sm font-medium" />
        </div>
        <DurationField />
        <TextField name="description" label={t('timeTracking.form.description')} required maxLength={2000} className="text-sm font-medium" />
        <CheckboxField name="billable" label={t('timeTracking.form.billable')} className="text-sm" />
        <DialogButtons align="start" onCancel={onClose} submitLabel={t('timeTracking.edit.save')} />
      </Form>
    </Dialog>
  );
}
