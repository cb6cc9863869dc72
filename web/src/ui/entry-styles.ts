// The stylesheets every page needs before its first paint: Mantine's, whole, as its documentation
// has an app import them, its notifications' (the toasts), the app's global rules and the theme's.
// All of Mantine's styles sit in the `mantine` cascade layer, so the app's own CSS wins whichever
// file arrives first. The date pickers' stylesheet comes with the screens that draw them.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './global.css';
// The theme's variables and responsive classes, made when the app is built (vite/mantine-theme-css.ts).
import 'virtual:practice/mantine-theme.css';
