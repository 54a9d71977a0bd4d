'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ArrowUp, Mic, MicOff, Paperclip, Plus, X } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/Tooltip';
import { readField, takeOverField } from '@/components/first-paint/fieldTakeOver';
import { assistant, promptTools, type PromptToolId } from '@/content/chat';
import { MAX_MESSAGE_CHARS, textLength } from '@/lib/chat/contract';
import { cn } from '@/lib/cn';
import { ToolsMenu, toolIcons } from './ToolsMenu';
import { useSpeech } from './useSpeech';

/** The text area grows with its content up to 200 px, then scrolls. */
export const MAX_TEXTAREA_PX = 200;

type Props = {
  pending: boolean;
  onSend: (text: string, image?: string) => void;
  onPremium: () => void;
  onPreview: (src: string) => void;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  /** A message box this one replaces (the panel's shell): its text, caret and focus carry over. */
  typed?: HTMLTextAreaElement | null;
};

const iconButton =
  'inline-grid size-9 shrink-0 place-items-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-ink disabled:opacity-50';

/** Only image files are taken as attachments; anything else is ignored. */
export const isImageFile = (file: File | undefined): file is File => Boolean(file && file.type.startsWith('image/'));

export function PromptBox({ pending, onSend, onPremium, onPreview, inputRef, typed }: Props) {
  // The shell's box hands over its text, caret and focus (components/first-paint/fieldTakeOver.ts).
  const [takenOver] = useState(() => readField(typed));
  const [text, setText] = useState(takenOver?.value ?? '');
  const [image, setImage] = useState<string | undefined>();
  const [tool, setTool] = useState<PromptToolId | undefined>();
  const [notice, setNotice] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const noticeId = useId();
  const speech = useSpeech((spoken) => setText((value) => (value.trim() ? `${value.trimEnd()} ${spoken}` : spoken)));

  useLayoutEffect(() => {
    if (typed && takenOver) takeOverField(typed, takenOver, inputRef.current, setText);
    // Once, as this box replaces the shell's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const area = inputRef.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, MAX_TEXTAREA_PX)}px`;
  }, [text, inputRef]);

  // The endpoint's own length rule, counted the same way: a longer message is kept here, not sent.
  const over = textLength(text.trim()) - MAX_MESSAGE_CHARS;
  const tooLong = over > 0 ? assistant.messageTooLong.replace('{over}', over.toLocaleString('en-IN')).replace('{max}', MAX_MESSAGE_CHARS.toLocaleString('en-IN')) : '';
  const canSend = !pending && !tooLong && (text.trim().length > 0 || Boolean(image));
  const shownNotice = tooLong || notice;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text, image);
    setText('');
    setImage(undefined);
    setNotice('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const attach = (file: File | undefined) => {
    if (!isImageFile(file)) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && setImage(reader.result);
    reader.readAsDataURL(file);
  };

  const chosen = promptTools.find((t) => t.id === tool);
  const ChosenIcon = tool ? toolIcons[tool] : null;

  return (
    <form onSubmit={submit} className="composer-bar" aria-label="Message Manu">
      <div
        className="composer transition"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          attach(event.dataTransfer.files[0]);
        }}
      >
        {image ? (
          <div className="relative mb-2 ml-1 inline-block">
            <button type="button" onClick={() => onPreview(image)} className="block overflow-hidden rounded-xl ring-1 ring-slate-200" aria-label="Preview attached image">
              {/* eslint-disable-next-line @next/next/no-img-element -- a visitor's local data URL */}
              <img src={image} alt="" className="size-16 object-cover" />
            </button>
            <button
              type="button"
              onClick={() => setImage(undefined)}
              aria-label="Remove image"
              className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-ink text-white shadow"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        ) : null}
        <label htmlFor="manu-message" className="sr-only">
          Your message
        </label>
        <textarea
          id="manu-message"
          ref={inputRef}
          name="message"
          rows={1}
          data-panel-focus=""
          value={text}
          disabled={pending}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            const file = Array.from(event.clipboardData.files).find(isImageFile);
            if (file) attach(file);
          }}
          placeholder={pending ? assistant.pendingPlaceholder : assistant.placeholder}
          aria-describedby={shownNotice ? noticeId : undefined}
          aria-invalid={tooLong ? true : undefined}
          className="composer-input disabled:cursor-not-allowed"
        />
        <div className="composer-tools">
          <Tooltip label="More features">
            <button type="button" onClick={onPremium} aria-label="More features" className={iconButton}>
              <Plus aria-hidden="true" className="size-5" />
            </button>
          </Tooltip>
          <Tooltip label="Attach an image">
            <button type="button" onClick={() => fileRef.current?.click()} aria-label="Attach an image" className={iconButton} disabled={pending}>
              <Paperclip aria-hidden="true" className="size-[1.15rem]" />
            </button>
          </Tooltip>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Image file"
            data-testid="chat-file-input"
            onChange={(event) => {
              attach(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <ToolsMenu
            disabled={pending}
            onChoose={(id) => {
              setTool(id);
              onPremium();
            }}
          />
          {chosen && ChosenIcon ? (
            <button
              type="button"
              onClick={() => setTool(undefined)}
              aria-label={`${chosen.name}: remove tool`}
              className="inline-flex h-8 min-w-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 text-xs font-semibold text-brand-800 hover:bg-brand-100"
            >
              <ChosenIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{chosen.shortName}</span>
              <X aria-hidden="true" className="size-3 shrink-0" />
            </button>
          ) : null}
          <span className="flex-1" />
          <Tooltip label={speech.recording ? 'Stop voice input' : 'Voice input'}>
            <button
              type="button"
              aria-label={speech.recording ? 'Stop voice input' : 'Voice input'}
              aria-pressed={speech.recording}
              aria-disabled={!speech.supported || pending}
              onClick={() => {
                if (pending) return;
                if (!speech.toggle()) setNotice(assistant.voiceUnsupported);
              }}
              className={cn(iconButton, !speech.supported && 'cursor-not-allowed opacity-50', speech.recording && 'bg-rose-50 text-rose-700')}
            >
              {speech.supported ? <Mic aria-hidden="true" className="size-[1.15rem]" /> : <MicOff aria-hidden="true" className="size-[1.15rem]" />}
            </button>
          </Tooltip>
          <button
            type="submit"
            disabled={!canSend}
            aria-label="Send message"
            className="composer-send transition hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600"
          >
            <ArrowUp aria-hidden="true" />
          </button>
        </div>
      </div>
      <p id={noticeId} role="status" className={cn('px-2 pt-1.5 text-xs text-rose-700', !shownNotice && 'sr-only')}>
        {shownNotice}
      </p>
    </form>
  );
}
