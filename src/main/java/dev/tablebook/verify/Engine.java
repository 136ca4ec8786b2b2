package dev.tablebook.verify;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProviderChain;
import software.amazon.awssdk.auth.credentials.EnvironmentVariableCredentialsProvider;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;
import software.amazon.awssdk.auth.credentials.SystemPropertyCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkServiceException;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A DynamoDB-compatible endpoint and the client that talks to it. Credentials come from the
 * SDK's default chain; for a loopback endpoint (a local engine) from its local sources only
 * (environment, system properties, profile file), and where those hold none, from fixed dummy
 * credentials, since local engines accept any signature. A call the engine throttles or fails with
 * a 5xx, or that loses its connection, is tried again with exponential backoff and jitter, up to
 * {@link Retries#attempts()} attempts in all (the SDK's standard retry strategy, its circuit breaker
 * off so that a long run keeps retrying); what still fails is reported as an engine error, with
 * the attempts it took. Any other error is the engine's answer and is not retried.
 */
public final class Engine implements AutoCloseable {
    private static final Pattern AWS_HOST = Pattern.compile("dynamodb\\.([a-z0-9-]+)\\.amazonaws\\.com(\\.cn)?");

    private final URI endpoint;
    private final Region region;
    private final boolean aws;
    private final String name;
    private final boolean dummyCredentials;
    private final DynamoDbClient client;

    private Engine(URI endpoint, Region region, boolean aws, String name, boolean dummyCredentials,
                   DynamoDbClient client) {
        this.endpoint = endpoint;
        this.region = region;
        this.aws = aws;
        this.name = name;
        this.dummyCredentials = dummyCredentials;
        this.client = client;
    }

    /**
     * How calls that fail on the engine's side are retried: attempts in all (1: never retried),
     * the backoff base and cap for 5xx and lost connections, and for throttling.
     */
    public record Retries(int attempts, Duration base, Duration cap, Duration throttledBase, Duration throttledCap) {
        /** The default: 6 attempts, 50 ms doubling to 2 s, 200 ms doubling to 5 s when throttled (at most ~15 s a call). */
        public static Retries standard(int attempts) {
            return new Retries(attempts, Duration.ofMillis(50), Duration.ofSeconds(2), Duration.ofMillis(200),
                    Duration.ofSeconds(5));
        }
    }

    /**
     * A client for the endpoint. {@code name} labels the engine on reports (null: DynamoDB for an
     * AWS endpoint, else the endpoint's host and port).
     */
    public static Engine connect(URI endpoint, String name, Duration timeout) {
        return connect(endpoint, name, timeout, Retries.standard(6));
    }

    public static Engine connect(URI endpoint, String name, Duration timeout, Retries retries) {
        Matcher aws = AWS_HOST.matcher(endpoint.getHost() == null ? "" : endpoint.getHost());
        Region region = Region.of(aws.matches() ? aws.group(1) : "us-east-1");
        boolean loopback = isLoopback(endpoint.getHost());
        // a local engine: the chain's local sources only (no instance-metadata probe, which costs seconds off EC2)
        AwsCredentialsProvider credentials = loopback
                ? AwsCredentialsProviderChain.of(EnvironmentVariableCredentialsProvider.create(),
                        SystemPropertyCredentialsProvider.create(), ProfileCredentialsProvider.create())
                : DefaultCredentialsProvider.builder().build();
        boolean dummy = false;
        if (loopback) {
            try {
                credentials.resolveCredentials();
            } catch (SdkClientException e) {
                credentials = StaticCredentialsProvider.create(AwsBasicCredentials.create("tablebook", "local-engine"));
                dummy = true;
            }
        }
        DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(region)
                .credentialsProvider(credentials)
                .httpClient(UrlConnectionHttpClient.builder().connectionTimeout(timeout).socketTimeout(timeout).build())
                .overrideConfiguration(ClientOverrideConfiguration.builder()
                        .retryStrategy(retries.attempts() <= 1 ? AwsRetryStrategy.doNotRetry()
                                : AwsRetryStrategy.standardRetryStrategy().toBuilder()
                                .maxAttempts(retries.attempts())
                                .circuitBreakerEnabled(false)
                                .backoffStrategy(BackoffStrategy.exponentialDelay(retries.base(), retries.cap()))
                                .throttlingBackoffStrategy(BackoffStrategy.exponentialDelay(retries.throttledBase(),
                                        retries.throttledCap()))
                                .build())
                        .apiCallAttemptTimeout(timeout)
                        .apiCallTimeout(timeout.multipliedBy(Math.max(2, retries.attempts())))
                        .build())
                .build();
        String label = name != null ? name : aws.matches() ? "DynamoDB (" + region.id() + ")"
                : endpoint.getHost() + (endpoint.getPort() > 0 ? ":" + endpoint.getPort() : "");
        return new Engine(endpoint, region, aws.matches(), label, dummy, client);
    }

    /** Whether the engine failed the call on its side (throttled it, or answered 5xx): nothing about the design. */
    static boolean isFault(SdkServiceException e) {
        return e.statusCode() >= 500 || e.isThrottlingException();
    }

    /** An engine-side failure as the report says it: the error, its HTTP status and the attempts made. */
    static String faultMessage(SdkServiceException e) {
        String what = e instanceof software.amazon.awssdk.services.dynamodb.model.DynamoDbException d
                ? TableMaker.message(d) : e.getMessage();
        Integer attempts = e.numAttempts();
        return what + " (HTTP " + e.statusCode() + (attempts == null ? "" : ", after " + attempts + " attempt"
                + (attempts == 1 ? "" : "s")) + ")";
    }

    /** A lost connection or a call that timed out, as the report says it, with the attempts made. */
    static String lostMessage(SdkClientException e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String root = t.getMessage() == null ? t.getClass().getSimpleName() : t.getClass().getSimpleName() + ": "
                + t.getMessage();
        Integer attempts = e.numAttempts();
        return root + (attempts == null || attempts <= 1 ? "" : " (after " + attempts + " attempts)");
    }

    static boolean isLoopback(String host) {
        if (host == null) {
            return false;
        }
        if (host.equals("localhost")) {
            return true;
        }
        try {
            return host.matches("[0-9.]+|\\[?[0-9a-fA-F:]+]?") && InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    public String name() {
        return name;
    }

    public URI endpoint() {
        return endpoint;
    }

    /** The Region the client signs for (read from an AWS endpoint's host name; us-east-1 otherwise). */
    public String region() {
        return region.id();
    }

    /** Whether the endpoint is DynamoDB's own (dynamodb.REGION.amazonaws.com). */
    boolean isAws() {
        return aws;
    }

    /** Whether the fixed local-engine credentials are in use (said on the report). */
    public boolean dummyCredentials() {
        return dummyCredentials;
    }

    DynamoDbClient client() {
        return client;
    }

    @Override
    public void close() {
        client.close();
    }
}
