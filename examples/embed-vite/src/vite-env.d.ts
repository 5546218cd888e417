/// <reference types="@admissions/form-engine/vite-client" />
