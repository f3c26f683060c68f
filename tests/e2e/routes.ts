/** The site's routes and what each must show, shared by the route, SEO and accessibility specs. */
export interface RouteExpectation {
  path: string;
  title: RegExp;
  indexable: boolean;
}

export const MARKETING_ROUTES: RouteExpectation[] = [
  { path: '/', title: /Hirewise/, indexable: true },
  { path: '/product', title: /Hirewise/, indexable: true },
  { path: '/pricing', title: /^Pricing/, indexable: true },
  { path: '/about', title: /About/, indexable: true },
  { path: '/privacy', title: /Privacy Policy/, indexable: true },
  { path: '/terms', title: /Terms and Conditions/, indexable: true },
  { path: '/cookies', title: /Cookies Policy/, indexable: true },
];

export const APP_ROUTES: RouteExpectation[] = [
  { path: '/upload', title: /Upload your CV/, indexable: false },
  { path: '/dashboard', title: /Upload your CV/, indexable: false },
  { path: '/editor', title: /CV editor/, indexable: false },
  { path: '/cv-editor', title: /CV editor/, indexable: false },
  { path: '/login', title: /Log in/, indexable: false },
  { path: '/register', title: /Create an account/, indexable: false },
  { path: '/account', title: /Your account/, indexable: false },
];

export const ALL_ROUTES = [...MARKETING_ROUTES, ...APP_ROUTES];
