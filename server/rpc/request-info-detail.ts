// The request id in every Connect error body, as the detail Google's error model has for it:
// google.rpc.RequestInfo { string request_id = 1; string serving_data = 2; }. A Connect client lists it
// among the error's details (connect-es: ConnectError.findDetails, or the raw `details` entries); a
// person reading the JSON sees it in `debug`. The body stays a plain Connect error: no field of our own.
import { base64Encode, BinaryWriter, WireType } from "@bufbuild/protobuf/wire";

const requestInfoType = "google.rpc.RequestInfo";

export interface ConnectErrorDetailJson {
  type: string;
  value: string;
  debug?: unknown;
}

// The detail as the Connect protocol writes it: the message's binary encoding in unpadded base64,
// and its JSON form as `debug`. No .proto of google.rpc is compiled here, so the one field is written
// by hand.
function requestInfoDetail(requestId: string): ConnectErrorDetailJson {
  const message = new BinaryWriter().tag(1, WireType.LengthDelimited).string(requestId).finish();
  return { type: requestInfoType, value: base64Encode(message, "std_raw"), debug: { requestId } };
}

// A Connect error body (JSON) with the request id added to its details.
export function withRequestInfo(body: { code: string; message?: string; details?: ConnectErrorDetailJson[] }, requestId: string) {
  return { ...body, details: [...(body.details ?? []), requestInfoDetail(requestId)] };
}

// The same on a body already written (by connect): bytes in, bytes out. A body that is not a JSON
// object is left as it is.
export function errorBytesWithRequestInfo(bytes: Uint8Array, requestId: string): Uint8Array {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  } catch {
    return bytes;
  }
  if (typeof body !== "object" || body === null || typeof (body as { code?: unknown }).code !== "string") return bytes;
  return Buffer.from(JSON.stringify(withRequestInfo(body as { code: string }, requestId)));
}
