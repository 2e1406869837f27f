package dev.bindwise.core.inspect;

import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;

import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;

/**
 * A binding's operations by the port type operation each binds, made once and kept on the binding as an EMF
 * adapter (it lives and goes with the binding, and is made again when the binding changes). Looking through the
 * binding's operations for every operation made a WSDL of n operations cost n².
 */
final class BindingOperationIndex extends AdapterImpl {

    private Map<Operation, BindingOperation> byOperation;

    static BindingOperationIndex of(Binding binding) {
        synchronized (binding) {
            for (var adapter : binding.eAdapters()) {
                if (adapter instanceof BindingOperationIndex index) {
                    return index;
                }
            }
            BindingOperationIndex index = new BindingOperationIndex();
            binding.eAdapters().add(index);
            return index;
        }
    }

    /** The binding operation that binds this operation (the first, should several); null when none does. */
    synchronized BindingOperation get(Operation operation) {
        if (byOperation == null) {
            byOperation = new IdentityHashMap<>();
            for (BindingOperation bindingOperation : ((Binding) getTarget()).getOperations()) {
                byOperation.putIfAbsent(bindingOperation.getOperation(), bindingOperation);
            }
        }
        return byOperation.get(operation);
    }

    @Override
    public synchronized void notifyChanged(Notification notification) {
        // a binding's own features changed (its operations among them): index it again when next asked
        byOperation = null;
    }

    @Override
    public boolean isAdapterForType(Object type) {
        return type == BindingOperationIndex.class;
    }
}
