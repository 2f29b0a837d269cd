// Text a person typed, placed inside a message we send (a WhatsApp body, an e-mail's plain text): control
// characters (CR, LF, tabs, ...) become one space, so the input can never start a line of its own and pass for
// our words.

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function hasControlCharacters(value: string): boolean {
  return new RegExp(CONTROL.source).test(value);
}

export function oneLine(value: string): string {
  return value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
}
