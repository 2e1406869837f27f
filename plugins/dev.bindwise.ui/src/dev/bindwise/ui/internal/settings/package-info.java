/**
 * The settings a selection runs with, entered the same way everywhere (preferences, wizard): the hints control
 * and the path fields that take workspace resources or files of the file system.
 */
package dev.bindwise.ui.internal.settings;
