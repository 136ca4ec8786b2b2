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
 * credentials, since local engines accept any signature. The SDK does not retry:
 * every call {@code verify} makes is reported as the engine answered it.
 */
public final class Engine implements AutoCloseable {
    private static final Pattern AWS_HOST = Pattern.compile("dynamodb\\.([a-z0-9-]+)\\.amazonaws\\.com(\\.cn)?");

    private final URI endpoint;
    private final String name;
    private final boolean dummyCredentials;
    private final DynamoDbClient client;
    private final String region;

    private Engine(URI endpoint, String name, boolean dummyCredentials, DynamoDbClient client, String region) {
        this.endpoint = endpoint;
        this.name = name;
        this.dummyCredentials = dummyCredentials;
        this.client = client;
        this.region = region;
    }

    /**
     * A client for the endpoint. {@code name} labels the engine on reports (null: DynamoDB for an
     * AWS endpoint, else the endpoint's host and port).
     */
    public static Engine connect(URI endpoint, String name, Duration timeout) {
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
                        .retryStrategy(AwsRetryStrategy.doNotRetry())
                        .apiCallTimeout(timeout.multipliedBy(2))
                        .build())
                .build();
        String label = name != null ? name : aws.matches() ? "DynamoDB (" + region.id() + ")"
                : endpoint.getHost() + (endpoint.getPort() > 0 ? ":" + endpoint.getPort() : "");
        return new Engine(endpoint, label, dummy, client, region.id());
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

    /** Whether the fixed local-engine credentials are in use (said on the report). */
    public boolean dummyCredentials() {
        return dummyCredentials;
    }

    DynamoDbClient client() {
        return client;
    }

    /** The Region the client signs for. */
    public String region() {
        return region;
    }

    @Override
    public void close() {
        client.close();
    }
}
