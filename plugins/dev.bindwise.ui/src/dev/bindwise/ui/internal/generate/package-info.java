/** The Generate Binding Proxy wizard: target and hints, a preview of the plan and the files, then the sources in a Java project. */
package dev.bindwise.ui.internal.generate;
