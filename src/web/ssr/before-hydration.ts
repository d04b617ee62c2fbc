type Field = HTMLInputElement | HTMLTextAreaElement;

function isField(target: EventTarget | null): target is Field {
  return (
    (target instanceof HTMLInputElement && target.type !== 'file') || target instanceof HTMLTextAreaElement
  );
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * A rendered page shows its forms before the app has run (decision 056). What a reader does with them
 * in that time is kept for the app instead of being lost:
 * - what is typed or ticked is told to the app once it runs: hydration leaves the text on screen but
 *   not in the app's state, and the app's next render puts its own (empty) value back;
 * - a submission is held: the browser would otherwise send the form itself, as a GET of the page that
 *   drops what was typed (and never logs in). The app submits it again once it runs.
 */
export function keepFormsUntil(appReady: Promise<void>): void {
  const entered = new Map<Field, string | boolean>();
  const remember = (event: Event) => {
    const field = event.target;
    if (isField(field)) entered.set(field, isCheckable(field) ? field.checked : field.value);
  };
  let held: SubmitEvent | null = null;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    held = event;
  };
  document.addEventListener('input', remember, true);
  document.addEventListener('submit', hold, true);
  void appReady.then(() => {
    document.removeEventListener('input', remember, true);
    document.removeEventListener('submit', hold, true);
    for (const [field, value] of entered) if (field.isConnected) tellTheApp(field, value);
    const form = held?.target;
    if (form instanceof HTMLFormElement && form.isConnected) form.requestSubmit(held?.submitter);
  });
}

/**
 * React notices a field's change when its value differs from the one React last saw. The field is set
 * to another value through the element (which React sees), then to the reader's through the
 * prototype's setter (which it does not), and the event React listens to for that field tells it.
 */
function tellTheApp(field: Field, value: string | boolean): void {
  if (isCheckable(field)) {
    field.checked = !value;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, value);
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
