# Sourced by ./bindwise and .ci/run: makes JAVA_HOME a JDK 21 or newer (Tycho 5 and Eclipse 4.39 need it).
# Keeps a JAVA_HOME that is new enough; otherwise takes the newest JDK found in the usual places.

bindwise_java_major() {
  # The JDK's release file answers without starting a JVM (a quarter of a second saved on every run).
  if [ -f "$1/release" ]; then
    sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release"
  else
    "$1/bin/java" -XshowSettings:properties -version 2>&1 \
      | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p'
  fi
}

bindwise_pick_jdk() {
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ] \
     && [ "$(bindwise_java_major "$JAVA_HOME")" -ge 21 ] 2>/dev/null; then
    return 0
  fi
  local best="" best_major=0 candidate major
  local on_path=""
  if command -v javac >/dev/null 2>&1; then
    on_path=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
  fi
  for candidate in /usr/lib/jvm/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* $on_path; do
    [ -x "$candidate/bin/javac" ] || continue
    major=$(bindwise_java_major "$candidate")
    [ -n "$major" ] || continue
    if [ "$major" -ge 21 ] && [ "$major" -gt "$best_major" ]; then
      best=$candidate; best_major=$major
    fi
  done
  if [ -z "$best" ]; then
    echo "bindwise: no JDK 21 or newer found (looked at JAVA_HOME, /usr/lib/jvm, /opt/java, ~/.sdkman and javac on PATH)." >&2
    echo "bindwise: install one (for example Temurin 21 or 25) and set JAVA_HOME to it." >&2
    return 1
  fi
  export JAVA_HOME=$best
}

# Maven's own Guice uses sun.misc.Unsafe, which JDK 24+ warns about on every run; the option that
# silences it does not exist before JDK 23, so it is added only where the JDK knows it.
bindwise_quiet_maven_opts() {
  if [ "$(bindwise_java_major "$JAVA_HOME")" -ge 23 ] 2>/dev/null; then
    export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
  fi
}
