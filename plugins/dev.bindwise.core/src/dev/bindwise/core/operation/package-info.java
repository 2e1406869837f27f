/** The contract every engine operation follows: {@link dev.bindwise.core.operation.BindwiseOperation}. */
package dev.bindwise.core.operation;
