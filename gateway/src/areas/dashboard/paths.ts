export const paths = {
  dashboardStats: '/api/v1/dashboard/stats',
};
