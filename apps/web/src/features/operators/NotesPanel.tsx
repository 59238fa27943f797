import './records.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DocumentType,
  documentTypes,
  formatDateTime,
  type NoteStage,
  noteMaxLength,
  noteStages,
  noteTextSchema,
  type PartnerNote,
  type PartnerNoteInput,
} from '@shata/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { QueryNotReady } from '../../components/console/QueryNotReady';
import { FormMessage } from '../../components/form/FormMessage';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextField';
import { isApiError } from '../../lib/api-client';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { addPartnerNote, partnerNotesQueryOptions } from './records-api';
import { type RecordsText, recordsCatalogue } from './records-text';

/** What a note is about, as the form's one select: nothing, `stage:<stage>` or `document:<type>`. */
const aboutOptions = (text: RecordsText['notes']) => [
  { value: '', label: text.aboutGeneral },
  ...noteStages.map((stage) => ({
    value: `stage:${stage}`,
    label: `${text.stagesGroup}: ${text.stages[stage]}`,
  })),
  ...documentTypes.map((type) => ({
    value: `document:${type}`,
    label: `${text.documentsGroup}: ${text.documents[type]}`,
  })),
];

const resolver = zodResolver(z.object({ text: noteTextSchema, about: z.string() }));

function noteInput(values: { text: string; about: string }): PartnerNoteInput {
  const [kind, value] = values.about.split(':');
  if (kind === 'stage') return { text: values.text, stage: value as NoteStage };
  if (kind === 'document') return { text: values.text, documentType: value as DocumentType };
  return { text: values.text };
}

/** The subject a note is about, in words; null for the partner in general. */
function subjectOf(note: PartnerNote, text: RecordsText['notes']): string | null {
  if (note.stage) return text.stages[note.stage];
  if (note.documentType) return text.documents[note.documentType];
  return null;
}

/**
 * Operators' notes on the partner, for colleagues: a form to add one (plain
 * text, counted against the limit as it is typed, about a stage, a document
 * or the partner in general) and the notes, newest first, each with its
 * author and time. Nothing here is shown to the partner, and notes are never
 * edited or deleted.
 */
export function NotesPanel({ partnerId }: { partnerId: string }) {
  const text = useText(recordsCatalogue).notes;
  return (
    <OperatorPanel title={text.title} className="operator-notes">
      <p className="operator-records__intro">{text.intro}</p>
      <NoteForm partnerId={partnerId} />
      <NoteList partnerId={partnerId} />
    </OperatorPanel>
  );
}

function NoteForm({ partnerId }: { partnerId: string }) {
  const text = useText(recordsCatalogue).notes;
  const say = useMessageTranslator(consoleMessages);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string }>();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { text: '', about: '' },
    reValidateMode: 'onSubmit',
  });
  const length = watch('text').length;

  const submit = handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await addPartnerNote(queryClient, partnerId, noteInput(values));
      reset();
      setOutcome({ tone: 'success', message: text.added });
    } catch (error) {
      setOutcome({
        tone: 'error',
        message: isApiError(error) ? say(error.message) : String(error),
      });
    }
  });

  return (
    <form className="console-box operator-notes__form" noValidate onSubmit={submit}>
      <TextAreaField
        label={text.noteLabel}
        rows={4}
        required
        hint={
          <span className={length > noteMaxLength ? 'operator-notes__counter--over' : undefined}>
            {text.counter(length)}
          </span>
        }
        error={errors.text?.message && say(errors.text.message)}
        {...register('text')}
      />
      <SelectField label={text.aboutLabel} options={aboutOptions(text)} {...register('about')} />
      <div className="operator-records__actions">
        <button
          type="submit"
          className="button button--primary operator-button"
          disabled={isSubmitting}
        >
          {isSubmitting ? text.adding : text.add}
        </button>
      </div>
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
    </form>
  );
}

function NoteList({ partnerId }: { partnerId: string }) {
  const text = useText(recordsCatalogue).notes;
  const say = useMessageTranslator(consoleMessages);
  const notes = useInfiniteQuery(partnerNotesQueryOptions(partnerId));
  if (notes.isPending || notes.isLoadingError) return <QueryNotReady query={notes} text={text} />;

  const items = notes.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="operator-panel__empty">{text.empty}</p>;

  return (
    <>
      <ol className="operator-notes__list" aria-label={text.listLabel}>
        {items.map((note) => {
          const subject = subjectOf(note, text);
          return (
            <li key={note.id} className="operator-notes__note">
              <p className="operator-notes__meta">
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>{' '}
                <span className="operator-table__email">{text.by(note.authorEmail)}</span>
                {subject ? (
                  <>
                    {' '}
                    <span className="operator-badge">{subject}</span>
                  </>
                ) : null}
              </p>
              <p className="operator-notes__text">{note.text}</p>
            </li>
          );
        })}
      </ol>
      {notes.isFetchNextPageError ? (
        <FormMessage tone="error">
          {notes.error ? say(notes.error.message) : text.loadError}
        </FormMessage>
      ) : null}
      {notes.hasNextPage ? (
        <div className="operator-records__actions">
          <button
            type="button"
            className="button button--secondary operator-button"
            disabled={notes.isFetchingNextPage}
            onClick={() => void notes.fetchNextPage()}
          >
            {notes.isFetchingNextPage ? text.loadingMore : text.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}
