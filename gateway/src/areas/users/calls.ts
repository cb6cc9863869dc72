import type { RequestBody, Send } from '../../rest/client.ts';
import type { UploadFile } from '../../rest/multipart.ts';
import { paths } from './paths.ts';
import type { RestWholeUser, UserChanges } from './types.ts';

/** A user's fields as JSON, or as multipart form data when a photo goes with them. */
function userBody(changes: UserChanges, image: UploadFile | undefined): RequestBody {
  if (!image) return { json: { user: changes } };
  return {
    multipart: {
      fields: { user: { ...changes } },
      files: [{ name: 'user[attachment_attributes][attachment]', file: image }],
    },
  };
}

export function userCalls(send: Send) {
  return {
    updateUser: async (companyId: number, userId: number, changes: UserChanges, image?: UploadFile) =>
      (await send<{ user: RestWholeUser }>('PATCH', paths.user(companyId, userId), { body: userBody(changes, image) })).body.user,
    createUser: async (companyId: number, changes: UserChanges, image?: UploadFile) =>
      (await send<{ user: RestWholeUser }>('POST', paths.users(companyId), { body: userBody(changes, image) })).body.user,
    deleteUser: (companyId: number, userId: number) =>
      send<unknown>('DELETE', paths.user(companyId, userId), { body: { form: {} } }),
  };
}
