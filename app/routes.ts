// Every screen of the portal, in one place (DESIGN.md "Routes"). Pages under the site layout exist
// plain and under an optional numeric shop prefix; the layout rejects a non-numeric prefix (404).
import { type RouteConfig, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/site-layout.tsx', { id: 'site-layout' }, [route(':shopId?', 'routes/home.tsx', { id: 'home' })]),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  route('resources/locale', 'routes/resources.locale.ts'),
  route('resources/city', 'routes/resources.city.ts'),
  route('resources/lifecycle', 'routes/resources.lifecycle.ts'),
  route('_bench/minimal', 'routes/bench-minimal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
