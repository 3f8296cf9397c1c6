import {
  type TValidateMobileRequest,
  ZValidateMobileResponse,
} from '@playfair/contracts/registration';
import { useMutation } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** POST /validate-mobile (form {mobile, prefix, email}): Success, Errors[0]. */
export function validateMobile(request: TValidateMobileRequest) {
  return httpRequest('/validate-mobile', {
    schema: ZValidateMobileResponse,
    form: request,
  });
}

export function useValidateMobile() {
  return useMutation({ mutationFn: validateMobile });
}
