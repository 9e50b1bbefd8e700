import { defineModule } from '../module.js';
import { departments } from './departments.js';
import { employees } from './employees.js';
import { shifts } from './shifts.js';

/** The hr module: employees, departments and shifts. */
export const hrModule = defineModule({ resources: [employees, departments, shifts] });
