/**
 * The publisher's side (paper 3.1): more bindings added to a SOAP-only WSDL.
 * <ul>
 * <li>{@link dev.bindwise.core.publish.AddBindingsOperation} makes the new text, {@link
 * dev.bindwise.core.publish.WriteWsdlOperation} writes it; the publisher's details are {@link
 * dev.bindwise.core.publish.NewBinding}s, checked as typed by {@link dev.bindwise.core.publish.NewBindingChecks}.
 * <li>One {@code BindingWriter} per kind (ejb, cics, java), registered in {@code BindingWriters}, says what
 * a binding contains. A new kind is one writer class and one line there.
 * <li>The text-edit engine puts it into the user's text and keeps every other character:
 * {@code WsdlTextEdit} over {@code core.wsdl.xml.XmlTextOutline} (where elements are), {@code InsertionPoints} (where
 * new ones go), {@code TextLayout} (line ends, indentation), {@code NamespaceDeclarations},
 * {@code ElementRenderer} and {@code TextInsertions}.
 * </ul>
 */
package dev.bindwise.core.publish;
