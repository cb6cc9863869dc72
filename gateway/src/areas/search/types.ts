// The area's records as the `/api/v1` REST service sends them and its requests as it takes them
// (api/README.md, "Shapes").

export interface RestSearchResult {
  customers: { count: number; items: { id: number; name: string; created_at: string }[] };
  tasks: {
    count: number;
    items: {
      id: number;
      title: string;
      task_list_id: number;
      task_list_name: string;
      due_date: string | null;
      completed_at: string | null;
      customer_name: string | null;
      status: string;
      status_text: string;
      status_color: string;
    }[];
  };
  appointments: {
    count: number;
    items: {
      id: number;
      starts_at: string;
      ends_at: string;
      customer_id: number;
      customer_name: string;
      user_id: number;
      professional_name: string;
      status: string;
      status_text: string;
      status_color: string;
    }[];
  };
}

export type RestSearchTask = RestSearchResult['tasks']['items'][number];
export type RestSearchCustomer = RestSearchResult['customers']['items'][number];
export type RestSearchAppointment = RestSearchResult['appointments']['items'][number];
