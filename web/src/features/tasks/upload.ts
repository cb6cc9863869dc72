import { authHeaders } from '../../lib/session';
import { GRAPHQL_PATH, IDEMPOTENCY_HEADER } from '../../relay/network';

const ATTACH = `mutation TaskAttachmentUpload($input: AddTaskAttachmentInput!) {
  addTaskAttachment(input: $input) { task { id attachmentsCount } errors { field messages } fullMessages }
}`;

/**
 * Sends a file to a task through the GraphQL multipart request, reporting the share sent (0 to 100):
 * fetch cannot tell upload progress, XMLHttpRequest can. Rejects with the server's message.
 */
export function uploadTaskAttachment(
  taskId: string,
  file: File,
  onProgress: (percent: number) => void,
  idempotencyKey: string,
): Promise<void> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: ATTACH, variables: { input: { taskId, file: null } } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', GRAPHQL_PATH);
    request.setRequestHeader('x-graphql-csrf', '1');
    request.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new Error('Falha de conexão'));
    request.onload = () => {
      try {
        const body = JSON.parse(request.responseText) as {
          data?: { addTaskAttachment?: { fullMessages: string[] } };
          errors?: { message: string }[];
        };
        const refused = body.errors?.[0]?.message ?? body.data?.addTaskAttachment?.fullMessages[0];
        if (refused || !body.data?.addTaskAttachment) reject(new Error(refused ?? 'Erro ao enviar arquivo'));
        else {
          onProgress(100);
          resolve();
        }
      } catch {
        reject(new Error(request.statusText || 'Erro ao enviar arquivo'));
      }
    };
    request.send(form);
  });
}
