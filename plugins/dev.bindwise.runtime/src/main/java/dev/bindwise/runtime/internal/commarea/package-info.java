/**
 * The COMMAREA codec, the one model of a COMMAREA record in Bindwise: records laid out as a COBOL copybook
 * would ({@link CommareaLayout}, {@link CommareaItem}, {@link Picture}), their one-line text
 * ({@link LayoutText}) and their bytes. The core lays a WSDL's types out in it and sizes it; generated
 * proxies and the example transaction server encode and decode with it. Plain Java with no JCA API: the
 * CCI client that sends the records is {@code dev.bindwise.runtime.internal.jca}.
 */
package dev.bindwise.runtime.internal.commarea;
