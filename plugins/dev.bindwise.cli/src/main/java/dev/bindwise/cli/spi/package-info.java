/** How commands outside the product's jar join the command line: {@link dev.bindwise.cli.spi.SubcommandProvider}. */
package dev.bindwise.cli.spi;
