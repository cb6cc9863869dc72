// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

export interface AppointmentListQuery {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  userId?: number;
  customerId?: number;
  statuses?: string[];
}

/** An appointment as the api answers it: times in ISO 8601 with the São Paulo offset. */
export interface RestAppointment {
  id: number;
  customer: { id: number; name: string };
  user: { id: number; name: string };
  starts_at: string;
  ends_at: string;
  status: 'scheduled' | 'confirmed' | 'attended' | 'missed' | 'canceled';
  status_text: string;
  status_color: string;
  notes: string | null;
  series_id: number | null;
  source: 'staff' | 'online';
  reminder_sent_at: string | null;
  whatsapp_url: string | null;
  created_at: string;
  updated_at: string;
}

/** The fields of an appointment a write sends, as the api names them. */
export interface AppointmentChanges {
  customer_id?: number;
  user_id?: number;
  starts_at?: string;
  ends_at?: string;
  status?: string;
  notes?: string | null;
  recurrence?: { frequency: string; count?: number; until?: string };
}

export interface RestAvailabilityWindow {
  weekday: number;
  start: string;
  end: string;
}

export interface RestBookingPage {
  company: { name: string; image_url: string | null };
  professionals: { id: number; name: string }[];
  slot_minutes: number;
}

export interface BookingRequest {
  user_id: number;
  starts_at: string;
  name: string;
  email: string;
  phone: string;
}

export interface RestBooking {
  starts_at: string;
  ends_at: string;
  professional_name: string;
}

export interface RestPublicAppointment {
  starts_at: string;
  ends_at: string;
  professional_name: string;
  company_name: string;
  status: RestAppointment['status'];
  status_text: string;
}
