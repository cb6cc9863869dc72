import { act, fireEvent, screen } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_FEED_MESSAGES, CalendarFeedModal } from '../../../src/features/appointments/CalendarFeedModal';
import { createMockEnvironment, renderWithRelay, startedOperation, type MockEnvironment } from '../../relay';

vi.setConfig({ testTimeout: 20_000 });

const ANA = btoa('User:1');

function pending(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  return startedOperation(environment, name);
}

describe("the agenda's calendar address", () => {
  it('is made on request, copied from its field, and renewed with a warning that the old one stops', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<CalendarFeedModal onClose={() => undefined} />, { environment });
    const load = await pending(environment, 'CalendarFeedModalQuery');
    act(() => environment.mock.resolve(load, { data: { viewer: { __typename: 'User', id: ANA, calendarFeedUrl: null } } }));
    expect(await screen.findByText(CALENDAR_FEED_MESSAGES.none)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: CALENDAR_FEED_MESSAGES.make }));
    const made = await pending(environment, 'CalendarFeedModalMutation');
    expect(made.request.variables.input).toEqual({ userId: ANA });
    const first = 'http://localhost:4000/api/v1/calendar_feeds/abc.ics';
    act(() => environment.mock.resolve(made, { data: { renewCalendarFeed: { url: first, fullMessages: [] } } }));
    expect(((await screen.findByRole('textbox', { name: 'Endereço do calendário' })) as HTMLInputElement).value).toBe(first);
    expect(screen.getByText(CALENDAR_FEED_MESSAGES.renewWarning)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: CALENDAR_FEED_MESSAGES.renew }));
    const renewed = await vi.waitFor(() => {
      const operations = environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'CalendarFeedModalMutation');
      if (operations.length === 0) throw new Error('a renovação ainda não começou');
      return operations[0]!;
    });
    act(() => environment.mock.resolve(renewed, { data: { renewCalendarFeed: { url: 'http://localhost:4000/api/v1/calendar_feeds/def.ics', fullMessages: [] } } }));
    await vi.waitFor(() => expect((screen.getByRole('textbox', { name: 'Endereço do calendário' }) as HTMLInputElement).value).toMatch(/def\.ics$/));
    expect(await screen.findByText(CALENDAR_FEED_MESSAGES.renewed)).toBeTruthy();
  });
});
