/** The settings every test API is built with unless it says otherwise: no Google, no public URL. */
export const TEST_ENV = {
  GOOGLE_CLIENT_ID: undefined,
  PUBLIC_URL: undefined,
  SELLER_HOST: 'https://admin.example.test',
};
