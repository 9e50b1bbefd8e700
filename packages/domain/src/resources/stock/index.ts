import { defineModule } from '../module.js';
import { products } from './products.js';

/** The stock module: products, services, warehouses and stock vouchers. */
export const stockModule = defineModule({ resources: [products] });
