package dev.bindwise.examples.jca.layout;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;

/** A structure laid out inline (a COBOL group item): its members in schema order, held by a Java bean's properties. */
record Group(String name, List<Item> members) implements Item {

    @Override
    public int fixedLength() {
        return members.stream().mapToInt(Item::fixedLength).sum();
    }

    @Override
    public boolean variable() {
        return members.stream().anyMatch(Item::variable);
    }

    @Override
    public int length(Object bean) {
        if (bean == null || !variable()) {
            return fixedLength();
        }
        int length = 0;
        for (Item member : members) {
            length += member.length(BeanProperties.get(bean, member.name()));
        }
        return length;
    }

    @Override
    public void write(Object bean, ByteBuffer out) {
        if (bean == null) {
            throw new LayoutException(name + " is required (not nillable, minOccurs 1) but its value is null");
        }
        for (Item member : members) {
            member.write(BeanProperties.get(bean, member.name()), out);
        }
    }

    @Override
    public Object read(ByteBuffer in, Class<?> beanClass) {
        Object bean = BeanProperties.newInstance(beanClass);
        for (Item member : members) {
            BeanProperties.set(bean, member.name(), member.read(in, BeanProperties.type(beanClass, member.name())));
        }
        return bean;
    }

    @Override
    public void addVariableParts(String path, Map<String, Integer> lengthPerItem) {
        for (Item member : members) {
            member.addVariableParts(path + "." + member.name(), lengthPerItem);
        }
    }
}
