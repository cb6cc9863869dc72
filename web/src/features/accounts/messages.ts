/** Several server messages in one line of text, each read as its own sentence. */
export function joinMessages(messages: readonly string[]): string {
  return messages
    .map((message) => message.trim())
    .filter((message) => message !== '')
    .map((message) => (/[.!?]$/.test(message) ? message : `${message}.`))
    .join(' ');
}
