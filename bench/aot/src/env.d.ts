/// <reference types="vite/client" />
/// <reference types="@admissions/form-engine/vite-client" />
