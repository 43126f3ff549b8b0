import { z } from 'zod';
import {
  addressListSchema,
  addressSchema,
  deleteAddressQuerySchema,
  regionListSchema,
  regionQuerySchema,
  saveAddressBodySchema,
  updateAddressBodySchema,
} from './addresses';
import { route } from './route-def';

/** Regions and the member's address book. */
export const addressesRoutes = {
  region: route({
    method: 'GET',
    path: '/address/region',
    auth: 'none',
    tag: 'addresses',
    summary: 'The regions below `parent` (the top level without it): Taiwan, Hong Kong, Macau, mainland China',
    query: regionQuerySchema,
    response: regionListSchema,
  }),
  listAddress: route({
    method: 'PUT',
    path: '/address/list',
    auth: 'required',
    tag: 'addresses',
    summary: "The member's addresses, the default first",
    response: addressListSchema,
  }),
  saveAddress: route({
    method: 'POST',
    path: '/address/save',
    auth: 'required',
    tag: 'addresses',
    summary: 'Add an address (the first one, or one marked default, becomes the default)',
    body: saveAddressBodySchema,
    response: addressSchema,
  }),
  updateAddress: route({
    method: 'POST',
    path: '/address/update',
    auth: 'required',
    tag: 'addresses',
    summary: 'Change an address of the member',
    body: updateAddressBodySchema,
    response: addressSchema,
  }),
  deleteAddress: route({
    method: 'DELETE',
    path: '/address',
    auth: 'required',
    tag: 'addresses',
    summary: 'Delete addresses of the member by `ids` (comma-separated)',
    query: deleteAddressQuerySchema,
    response: z.object({ deleted: z.number().int() }),
  }),
} as const;
