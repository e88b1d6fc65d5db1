// tsc checks the .ts files; the templates are Vue's to check (vue-tsc, or the editor's Vue tools).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
